import { describe, expect, it } from 'vitest';
import { type OccurrenceState, occurrenceActions, occurrenceRefusal } from './occurrence.js';

const occurrence = (
  status: OccurrenceState['status'],
  account: OccurrenceState['socialMediaAccount']['status'] = 'ACTIVE',
): OccurrenceState => ({ status, socialMediaAccount: { status: account } });

describe('what an occurrence of a post offers', () => {
  it('lets a waiting occurrence be cancelled, and asks to reconnect its account before it is due', () => {
    expect(occurrenceActions(occurrence('SCHEDULED'))).toEqual(['cancel']);
    expect(occurrenceActions(occurrence('SCHEDULED', 'EXPIRED'))).toEqual(['reconnect', 'cancel']);
    expect(occurrenceRefusal(occurrence('SCHEDULED', 'REVOKED'), 'cancel')).toBeNull();
  });

  it('offers a retry for a failed occurrence whose account is connected', () => {
    expect(occurrenceActions(occurrence('FAILED'))).toEqual(['retry']);
  });

  it('asks to reconnect instead when the failed occurrence’s account expired or was revoked', () => {
    expect(occurrenceActions(occurrence('FAILED', 'EXPIRED'))).toEqual(['reconnect']);
    expect(occurrenceActions(occurrence('FAILED', 'REVOKED'))).toEqual(['reconnect']);
  });

  it('offers nothing while publishing or once posted', () => {
    expect(occurrenceActions(occurrence('PUBLISHING'))).toEqual([]);
    expect(occurrenceActions(occurrence('POSTED'))).toEqual([]);
  });
});

describe('why an action is refused', () => {
  it('allows what the occurrence offers', () => {
    expect(occurrenceRefusal(occurrence('FAILED'), 'retry')).toBeNull();
    expect(occurrenceRefusal(occurrence('SCHEDULED'), 'cancel')).toBeNull();
  });

  it('refuses a retry of an occurrence that did not fail, or whose account must be linked again', () => {
    expect(occurrenceRefusal(occurrence('POSTED'), 'retry')).toBe(
      'Só é possível tentar novamente uma publicação que falhou.',
    );
    expect(occurrenceRefusal(occurrence('FAILED', 'REVOKED'), 'retry')).toBe(
      'Reconecte a conta antes de tentar novamente.',
    );
  });

  it('refuses to cancel an occurrence being published, posted or failed', () => {
    expect(occurrenceRefusal(occurrence('PUBLISHING'), 'cancel')).toBe(
      'Esta publicação já está sendo enviada e não pode mais ser cancelada.',
    );
    expect(occurrenceRefusal(occurrence('POSTED'), 'cancel')).toBe(
      'Só é possível cancelar um agendamento que ainda não foi publicado.',
    );
    expect(occurrenceRefusal(occurrence('FAILED'), 'cancel')).toBe(
      'Só é possível cancelar um agendamento que ainda não foi publicado.',
    );
  });
});
