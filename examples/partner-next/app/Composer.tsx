'use client';

import { multipart, templateFormFields } from '@postify/hooks/state';
import { PostComposer } from '@postify/react-ui/PostComposer';
import type { AccountGroup } from '@postify/react-ui/ScheduleEditor';
import { type Schemas, unwrap } from '@postify/sdk';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { postifyInBrowser } from '../lib/postify-browser';

export interface ComposerProps {
  /** The Postify API the browser calls directly. */
  apiUrl: string;
  platforms: readonly AccountGroup[];
  /** Drawn on the server, so the server's HTML and the browser's hydration show the same number. */
  templateNumber: number;
}

/** Postify's composer in Acme's page: Acme's own submit handler sends the post with the SDK. */
export function Composer({ apiUrl, platforms, templateNumber }: ComposerProps) {
  const router = useRouter();
  // One client for the page's life, so its browser token is reused until it nearly expires.
  const postify = useMemo(() => postifyInBrowser(apiUrl), [apiUrl]);
  return (
    <PostComposer
      platforms={platforms}
      templateNumber={templateNumber}
      onSubmit={async (payload) => {
        const post = await unwrap(
          postify.POST('/templates/scheduled', {
            body: templateFormFields(payload) as Schemas['CreateTemplateForm'],
            bodySerializer: (fields) => multipart(fields as Record<string, string>, payload.media),
          }),
        );
        router.refresh(); // the server component fetches the latest post again
        return { id: post.id };
      }}
      postHref={(post) => `/#post-${post.id}`}
    />
  );
}
