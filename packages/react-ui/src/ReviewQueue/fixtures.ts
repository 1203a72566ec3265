import type { Schemas } from '@postify/sdk';
import { fixtureNow, samplePost } from '../PostCard/fixtures';

// Review fixtures: posts in review built from the post card's fixtures, and the history lines they show.

const at = (minutes: number) => new Date(fixtureNow.getTime() + minutes * 60_000).toISOString();

/** A post an editor sent for review; `changes` when the reviewer already asked for changes. */
export function postInReview(id: number, changes = false): Schemas['Post'] {
  return {
    ...samplePost(id, { scheduleHours: [24, 48], caption: `Lançamento da coleção de verão #${id} ☀️` }),
    overallStatus: 'IN_REVIEW',
    reviewStatus: changes ? 'CHANGES_REQUESTED' : 'IN_REVIEW',
  };
}

/** A post's history: created and sent by an editor, changes asked, edited, approved by the client, published. */
export const sampleHistory: Schemas['PostEvent'][] = [
  {
    id: 'e1',
    kind: 'CREATED',
    actorName: 'Carla Editora',
    viaReviewLink: false,
    comment: null,
    platformName: null,
    at: at(-300),
  },
  {
    id: 'e2',
    kind: 'SUBMITTED',
    actorName: 'Carla Editora',
    viaReviewLink: false,
    comment: null,
    platformName: null,
    at: at(-300),
  },
  {
    id: 'e3',
    kind: 'CHANGES_REQUESTED',
    actorName: 'Ana Dona',
    viaReviewLink: false,
    comment: 'Troque a foto da capa pela versão com o logo.',
    platformName: null,
    at: at(-240),
  },
  {
    id: 'e4',
    kind: 'EDITED',
    actorName: 'Carla Editora',
    viaReviewLink: false,
    comment: null,
    platformName: null,
    at: at(-200),
  },
  {
    id: 'e5',
    kind: 'SUBMITTED',
    actorName: 'Carla Editora',
    viaReviewLink: false,
    comment: null,
    platformName: null,
    at: at(-200),
  },
  {
    id: 'e6',
    kind: 'APPROVED',
    actorName: 'Maria Souza',
    viaReviewLink: true,
    comment: 'Perfeito!',
    platformName: null,
    at: at(-120),
  },
  {
    id: 'p7',
    kind: 'PUBLISHED',
    actorName: null,
    viaReviewLink: false,
    comment: null,
    platformName: 'Instagram',
    at: at(-60),
  },
];

/** Review links as the owner sees them. */
export const sampleLinks: Schemas['ReviewLink'][] = [
  {
    id: '5b0c7a3e-2f41-4d8e-9a6b-1c2d3e4f5a6b',
    clientName: 'Maria Souza',
    postIds: [41, 42],
    url: 'https://app.postify.dev/revisao/5b0c7a3e-2f41-4d8e-9a6b-1c2d3e4f5a6b.assinatura',
    state: 'ACTIVE',
    expiresAt: at(7 * 24 * 60),
    revokedAt: null,
    createdAt: at(-60),
  },
  {
    id: '6c1d8b4f-3a52-4e9f-8b7c-2d3e4f5a6b7c',
    clientName: 'João Lima',
    postIds: [40],
    url: 'https://app.postify.dev/revisao/6c1d8b4f-3a52-4e9f-8b7c-2d3e4f5a6b7c.assinatura',
    state: 'REVOKED',
    expiresAt: at(2 * 24 * 60),
    revokedAt: at(-30),
    createdAt: at(-3 * 24 * 60),
  },
];
