import { ADMIN_ROLES, ROLES, type AdminUserCreateBody, type AdminUserUpdateBody } from '@automercato/api-contract';
import { ApiError, forbidden, gone, notFound } from '../../../http/errors.js';
import { accountCreatedMail, verificationMail } from '../../../mail/templates.js';
import { assertMayChangeUser, type AdminActor } from '../../../http/access.js';
import { hashPassword } from '../auth/password.js';
import { assertAcceptablePassword } from '../auth/password-policy.js';
import type { AdminUserQueries, AdminUserQueriesInTransaction, UserFilters, UserOrder } from './queries.js';
import { secretLink } from '../../../http/secret-urls.js';

type Found = NonNullable<Awaited<ReturnType<AdminUserQueries['find']>>>;

/** The "choose your password" link of an admin-made account: longer than a recovery link, the same page. */
const WELCOME_LINK_HOURS = 72;
const VERIFY_LINK_MINUTES = 60;

const ONLY_SUPER = 'Solo un super amministratore può assegnare o togliere i ruoli di amministratore.';
const LAST_SUPER = 'Deve restare almeno un super amministratore abilitato: questa operazione non è possibile.';
const DELETED = 'Questo utente è stato eliminato.';

const isAdminRole = (role: string) => (ADMIN_ROLES as readonly string[]).includes(role);
const adminRolesOf = (roles: readonly string[]) => roles.filter(isAdminRole).sort().join(',');

/** The role a user starts with among those held: the most powerful one (they can choose another). */
function preferredRole(roles: readonly string[], current?: string): string {
  if (current && roles.includes(current)) return current;
  return [...ROLES].reverse().find((r) => roles.includes(r)) ?? 'customer';
}

/** What the audit trail keeps of a user: the row as an admin sees it, never a secret. */
const auditable = (user: Found) => ({
  email: user.email, name: user.name, surname: user.surname, phone: user.phone, role: user.role, roles: user.roles,
  enabled: user.enabled, email_verified_at: user.email_verified_at, deleted_at: user.deleted_at,
});

/**
 * The admin back-office's user management: who may do what (admin roles only by a
 * super-admin, never oneself disabled or deleted, the last enabled super-admin stays) and every
 * change in one transaction with its audit row.
 */
export function adminUserService({ queries, appUrl, hibpUrl }: { queries: AdminUserQueries; appUrl: string; hibpUrl: string | null }) {
  async function panel(q: AdminUserQueriesInTransaction | AdminUserQueries, id: string) {
    const user = await q.find(id);
    if (!user) throw notFound('Utente non trovato.');
    const extras = await q.panelExtras(user.id);
    return { ...user, uuid: user.id, dealers: extras.dealers, active_sessions: extras.activeSessions };
  }

  /** The target, locked, and the rules every change of another account shares. */
  async function target(q: AdminUserQueriesInTransaction, actor: AdminActor, id: string) {
    const user = await q.find(id, { lock: true });
    if (!user) throw notFound('Utente non trovato.');
    if (user.deleted_at) throw gone(DELETED);
    assertMayChangeUser(actor, user, 'account');
    return user;
  }

  /** Refuses a change that would leave no enabled super-admin (the caller says whether `user` stays one). */
  async function keepLastSuperAdmin(q: AdminUserQueriesInTransaction, user: Found, staysSuperAdmin: boolean) {
    if (staysSuperAdmin || !user.roles.includes('super-admin') || !user.enabled) return;
    const supers = await q.lockEnabledSuperAdmins();
    if (supers.filter((id) => id !== user.id).length === 0) throw new ApiError('6', LAST_SUPER, null, 409);
  }

  function assertMayGrant(actor: AdminActor, before: readonly string[], after: readonly string[]) {
    if (!actor.superAdmin && adminRolesOf(before) !== adminRolesOf(after)) throw forbidden(ONLY_SUPER);
  }

  /** A unique e-mail: A3 before the write, and the unique index (23505) for a lost race. */
  const emailTaken = (error: unknown) => {
    if ((error as { code?: string }).code === '23505') throw new ApiError('A3');
    throw error;
  };

  return {
    async list(filters: UserFilters, order: UserOrder, limit: number, offset: number) {
      const [rows, matches] = await Promise.all([queries.page(filters, order, limit, offset), queries.count(filters)]);
      return { rows: rows.map((row) => ({ ...row, uuid: row.id })), matches };
    },

    /** The CSV's batches: the same filter and order, page after page. */
    batch: (filters: UserFilters, order: UserOrder) => (limit: number, offset: number) => queries.page(filters, order, limit, offset),

    panel: (id: string) => panel(queries, id),

    async roles(actor: AdminActor) {
      const rows = await queries.roles();
      const order = (name: string) => (ROLES as readonly string[]).indexOf(name);
      return rows.filter((r) => order(r.name) >= 0).sort((a, b) => order(a.name) - order(b.name))
        .map((r) => ({ name: r.name as (typeof ROLES)[number], label: r.label, assignable: actor.superAdmin || !isAdminRole(r.name) }));
    },

    async create(actor: AdminActor, body: AdminUserCreateBody) {
      assertMayGrant(actor, [], body.roles);
      if (body.password !== undefined) await assertAcceptablePassword(body.password, undefined, hibpUrl, body);
      if (await queries.emailOwner(body.email)) throw new ApiError('A3');
      const passwordHash = body.password !== undefined ? await hashPassword(body.password) : null;
      const id = await queries.transaction(async (q) => {
        const email = body.email.trim();
        const name = body.name.trim();
        const id = await q.insertUser({
          email, name, surname: body.surname.trim(), phone: body.phone?.trim() || null,
          email_verified_at: body.email_verified ? new Date() : null, passwordHash,
          role: preferredRole(body.roles), roles: body.roles,
        });
        if (passwordHash === null) {
          // The password-reset page sets the password and, having proved the mailbox, verifies it.
          const raw = await q.issueToken('password_reset_tokens', id, WELCOME_LINK_HOURS * 60);
          await q.queueMail(accountCreatedMail(email, name, secretLink(appUrl, 'passwordReset', raw), WELCOME_LINK_HOURS));
        } else if (!body.email_verified) {
          const raw = await q.issueToken('email_verification_tokens', id, VERIFY_LINK_MINUTES);
          await q.queueMail(verificationMail(email, name, secretLink(appUrl, 'emailVerification', raw)));
        }
        const created = (await q.find(id))!;
        await q.audit(actor, { action: 'user.create', entityType: 'user', entityId: id, before: null, after: auditable(created) });
        return id;
      }).catch(emailTaken);
      return panel(queries, id);
    },

    async update(actor: AdminActor, id: string, body: AdminUserUpdateBody) {
      await queries.transaction(async (q) => {
        const user = await target(q, actor, id);
        assertMayGrant(actor, user.roles, body.roles);
        await keepLastSuperAdmin(q, user, body.roles.includes('super-admin'));
        const email = body.email.trim();
        const emailChanged = email.toLowerCase() !== user.email.toLowerCase();
        // A new address is not proven; the admin may vouch for it explicitly.
        const verified = body.email_verified ?? (emailChanged ? false : user.email_verified_at !== null);
        await q.updateUser(user.id, {
          email, name: body.name.trim(), surname: body.surname.trim(),
          phone: body.phone === undefined ? user.phone : body.phone?.trim() || null,
          email_verified_at: verified ? (user.email_verified_at ?? new Date()) : null,
          role: preferredRole(body.roles, user.role),
        });
        await q.setRoles(user.id, body.roles);
        // Losing an admin role ends the sessions that were using it.
        if (user.roles.some(isAdminRole) && !body.roles.some(isAdminRole)) await q.endSessions(user.id);
        const after = (await q.find(user.id))!;
        await q.audit(actor, { action: 'user.update', entityType: 'user', entityId: user.id, before: auditable(user), after: auditable(after) });
      }).catch(emailTaken);
      return panel(queries, id);
    },

    async setEnabled(actor: AdminActor, id: string, enabled: boolean) {
      await queries.transaction(async (q) => {
        const user = await target(q, actor, id);
        if (user.enabled === enabled) return;
        if (!enabled) {
          if (user.id === actor.id) throw forbidden('Non puoi disabilitare il tuo account.');
          await keepLastSuperAdmin(q, user, false);
        }
        await q.setEnabled(user.id, enabled);
        // Disabled means out now: the next request of any of their sessions is a guest's.
        if (!enabled) await q.endSessions(user.id);
        await q.audit(actor, {
          action: enabled ? 'user.enable' : 'user.disable', entityType: 'user', entityId: user.id,
          before: { enabled: user.enabled }, after: { enabled },
        });
      });
      return panel(queries, id);
    },

    async remove(actor: AdminActor, id: string) {
      await queries.transaction(async (q) => {
        const user = await target(q, actor, id);
        if (user.id === actor.id) throw forbidden('Non puoi eliminare il tuo account.');
        await keepLastSuperAdmin(q, user, false);
        const sole = await q.soleOwnerships(user.id);
        if (sole.length > 0) {
          throw new ApiError('6', `L'utente è l'unico titolare di ${sole.map((d) => d.name).join(', ')}: assegna prima un altro titolare.`, null, 409);
        }
        await q.anonymise(user.id, user.email);
        // The trail records the deletion, not the personal data it removed.
        await q.audit(actor, {
          action: 'user.delete', entityType: 'user', entityId: user.id,
          before: { enabled: user.enabled, roles: user.roles, deleted_at: null },
          after: { enabled: false, roles: ['customer'], deleted_at: new Date() },
        });
      });
      return panel(queries, id);
    },
  };
}

export type AdminUserService = ReturnType<typeof adminUserService>;
