/**
 * The portal's signed link: a JSON Web Token signed with HS256 and the secret the portal and the
 * site share. It says who the person is (`sub`, `email`, `name`...), for which site (`aud`), and
 * is short-lived (`iat`, `exp`) and single-use (`jti`, checked by the caller).
 */
import { errors, jwtVerify, type JWTPayload } from 'jose';
import { UserCenterRefused, type UserCenterPerson } from '@answer/sdk/server';

/** A link older than this is refused whatever its `exp` says. */
export const MAX_TOKEN_AGE_SECONDS = 10 * 60;
/** Clocks of the portal and the site may differ this much. */
const CLOCK_TOLERANCE_SECONDS = 30;
const MAX_ID_LENGTH = 128;

export interface PortalPass {
  person: UserCenterPerson;
  /** The token's own id, for refusing a second use. */
  jti: string;
  /** Unix seconds when it stops being valid. */
  exp: number;
}

const text = (payload: JWTPayload, claim: string, max: number): string => {
  const value = payload[claim];
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
};

/** Reads a token the portal signed for `audience` (the site's address); throws `UserCenterRefused` with why not. */
export async function verifyPortalToken(token: string, secret: string, audience: string, now: Date = new Date()): Promise<PortalPass> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      audience,
      requiredClaims: ['sub', 'iat', 'exp', 'jti'],
      maxTokenAge: MAX_TOKEN_AGE_SECONDS,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      currentDate: now,
    }));
  } catch (error) {
    const why = error instanceof errors.JOSEError ? `${error.code}: ${error.message}` : String(error);
    throw new UserCenterRefused(`token refused (${why})`);
  }
  const sub = typeof payload.sub === 'string' ? payload.sub.trim() : '';
  if (sub === '' || sub.length > MAX_ID_LENGTH) throw new UserCenterRefused('token refused: sub must be 1 to 128 characters');
  const jti = typeof payload.jti === 'string' ? payload.jti : '';
  if (jti === '' || jti.length > MAX_ID_LENGTH) throw new UserCenterRefused('token refused: jti must be 1 to 128 characters');
  return {
    person: {
      external_id: sub,
      username: text(payload, 'preferred_username', 60),
      display_name: text(payload, 'name', 60),
      email: text(payload, 'email', 320),
      // only an explicit true: an address the portal did not check must be proved by mail
      email_verified: payload.email_verified === true,
      avatar: text(payload, 'picture', 1000),
    },
    jti,
    exp: Number(payload.exp),
  };
}
