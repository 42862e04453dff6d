import type { AdminDealershipBody } from '@automercato/api-contract';
import { isUuid } from '@automercato/api-contract';
import { invalid, notFound } from '../../../http/errors.js';
import { assertMayChangeUser, type AdminActor } from '../../../http/access.js';
import type { AdminDealershipQueries, DealershipUserRow, MembershipRole, MembershipRow } from './queries.js';

const ROLE_LABEL: Record<MembershipRole, string> = { owner: 'titolare', admin: 'amministratore' };
const userNotFound = () => notFound('Utente non trovato.');

/** The contract's row: the user and their dealerships. */
export function presentDealerships(user: DealershipUserRow, memberships: MembershipRow[]) {
  return {
    user,
    dealerships: memberships.filter((m) => m.user_id === user.uuid).map((m) => ({
      dealer: { uuid: m.dealer_id, name: m.dealer_name, city: m.dealer_city, enabled: m.dealer_enabled }, role: m.role, created_at: m.created_at,
    })),
  };
}

/** "Autosalone Rossi (titolare); …" for the CSV and the audit trail. */
export const describeDealerships = (memberships: { dealer_name: string; role: MembershipRole }[]) =>
  memberships.map((m) => `${m.dealer_name} (${ROLE_LABEL[m.role]})`);

/** Who owns or administers which dealer: read, and replace a user's whole list. */
export function adminDealershipService({ queries }: { queries: AdminDealershipQueries }) {
  async function detail(userId: string) {
    const user = isUuid(userId) ? await queries.user(userId.toLowerCase()) : undefined;
    if (!user) throw userNotFound();
    return presentDealerships(user, await queries.membershipsOf([user.uuid]));
  }

  return {
    detail,

    /**
     * The user's dealerships become exactly `body.dealerships`: new ones are added, changed roles
     * changed, missing ones removed, in one transaction with its audit rows (entity membership, id
     * the user; and one per dealer touched, on the dealer's trail). A dealer the user owned must keep another owner; the first dealership gives the
     * user the 'dealer' role. Only a super-admin changes an admin's dealerships or its own (http/access.ts).
     */
    async replace(actor: AdminActor, userId: string, body: AdminDealershipBody) {
      if (!isUuid(userId)) throw userNotFound();
      const wanted = new Map<string, MembershipRole>();
      const errors: Record<string, string[]> = {};
      body.dealerships.forEach(({ dealer, role }, index) => {
        const id = dealer.trim().toLowerCase();
        if (!isUuid(id)) errors[`dealerships.${index}.dealer`] = ['Il campo concessionaria non è un identificativo valido'];
        else if (wanted.has(id)) errors[`dealerships.${index}.dealer`] = ['Questa concessionaria compare più di una volta'];
        else wanted.set(id, role);
      });
      if (Object.keys(errors).length) throw invalid(errors);

      await queries.transaction(async (q) => {
        const user = await q.lockUser(userId.toLowerCase());
        if (!user) throw userNotFound();
        assertMayChangeUser(actor, { id: user.uuid, roles: await q.roles(user.uuid) }, 'dealerships');
        const current = await q.membershipsOf([user.uuid]);
        const had = new Map(current.map((m) => [m.dealer_id, m.role]));
        const touched = [...new Set([...wanted.keys(), ...had.keys()])].filter((id) => had.get(id) !== wanted.get(id));
        if (touched.length === 0) return;
        const dealers = new Map((await q.lockDealers(touched)).map((d) => [d.id, d.name]));

        // Only new dealerships can name an unknown dealer (the others exist: they are the user's).
        const missing = touched.filter((id) => wanted.has(id) && !had.has(id) && !dealers.has(id));
        if (missing.length) {
          const index = body.dealerships.findIndex((d) => d.dealer.trim().toLowerCase() === missing[0]);
          throw invalid({ [`dealerships.${index}.dealer`]: ['Concessionaria non trovata'] });
        }
        // Ownership given up here (removed, or owner → admin): the dealer needs another owner.
        for (const id of touched) {
          if (had.get(id) !== 'owner') continue;
          if ((await q.otherOwners(id, user.uuid)) === 0) {
            throw invalid({ dealerships: [`La concessionaria «${dealers.get(id) ?? id}» deve avere almeno un titolare: nomina prima un altro titolare.`] },
              `La concessionaria «${dealers.get(id) ?? id}» deve avere almeno un titolare: nomina prima un altro titolare.`);
          }
        }
        for (const id of touched) {
          const before = had.get(id);
          const after = wanted.get(id);
          if (!before) await q.add(user.uuid, id, after!);
          else if (!after) await q.remove(user.uuid, id);
          else await q.changeRole(user.uuid, id, after);
        }
        const roleGranted = wanted.size > 0 && await q.grantDealerRole(user.uuid);
        const nameOf = (id: string) => dealers.get(id) ?? current.find((m) => m.dealer_id === id)?.dealer_name ?? id;
        const list = (map: Map<string, MembershipRole>) => describeDealerships(
          [...map].map(([id, role]) => ({ dealer_name: nameOf(id), role })).sort((a, b) => a.dealer_name.localeCompare(b.dealer_name, 'it')));
        await q.audit(actor, {
          action: 'membership.update', entityType: 'membership', entityId: user.uuid,
          before: { email: user.email, dealerships: list(had), ...(roleGranted ? { dealer_role: false } : {}) },
          after: { email: user.email, dealerships: list(wanted), ...(roleGranted ? { dealer_role: true } : {}) },
        });
        // The same change on each dealer's own trail, so the dealer's page shows who joined or left it.
        for (const id of touched) {
          const before = had.get(id);
          const after = wanted.get(id);
          await q.audit(actor, {
            action: !before ? 'membership.add' : !after ? 'membership.remove' : 'membership.role', entityType: 'dealer', entityId: id,
            before: { [user.email]: before ? ROLE_LABEL[before] : null },
            after: { [user.email]: after ? ROLE_LABEL[after] : null },
          });
        }
      });
      return detail(userId);
    },
  };
}

export type AdminDealershipService = ReturnType<typeof adminDealershipService>;
