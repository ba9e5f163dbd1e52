/** The preHandlers plugins put on routes: who may call. */
import { forbidden, unauthorized, type FastifyRequest, type Guard, type Principal } from '@answer/sdk/server';

const ADMIN_ROLE = 2;
const MODERATOR_ROLE = 3;

export function requireUser(request: FastifyRequest): Principal {
  const principal = request.principal;
  if (!principal || principal.status === 'deleted') throw unauthorized();
  return principal;
}

/** Verified and not suspended; Answer's 403 types tell the client where to send the user. */
export function requireActiveUser(request: FastifyRequest): Principal {
  const principal = requireUser(request);
  if (principal.status === 'suspended') throw forbidden('error.user.suspended', { type: 'suspended' });
  if (principal.mailStatus === 2 || principal.status === 'inactive') throw forbidden('error.email.need_to_be_verified', { type: 'inactive' });
  return principal;
}

/** An admin in good standing. */
export function isAdmin(principal: Principal): boolean {
  return principal.roleId === ADMIN_ROLE && principal.status !== 'suspended' && principal.status !== 'deleted';
}

export function requireAdmin(request: FastifyRequest): Principal {
  const principal = requireUser(request);
  if (principal.roleId !== ADMIN_ROLE || principal.status === 'suspended') throw forbidden();
  return principal;
}

/**
 * The door of the whole admin API, as Answer's admin middleware keeps it: a caller without a live
 * session is unauthorized (401); anyone else who is not an admin in good standing is refused with
 * 403 and Answer's reason for it, `base.unauthorized_error`.
 */
export function requireAdminApi(request: FastifyRequest): Principal {
  const principal = requireUser(request);
  if (principal.roleId !== ADMIN_ROLE || principal.status === 'suspended') throw forbidden('base.unauthorized_error');
  return principal;
}

export function requireStaff(request: FastifyRequest): Principal {
  const principal = requireUser(request);
  if ((principal.roleId !== ADMIN_ROLE && principal.roleId !== MODERATOR_ROLE) || principal.status === 'suspended') throw forbidden();
  return principal;
}

export const guards: { user: Guard; activeUser: Guard; admin: Guard; staff: Guard } = {
  async user(request) {
    requireUser(request);
  },
  async activeUser(request) {
    requireActiveUser(request);
  },
  async admin(request) {
    requireAdmin(request);
  },
  async staff(request) {
    requireStaff(request);
  },
};
