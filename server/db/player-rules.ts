import { sql, type SQL } from 'drizzle-orm';
import { strictestPlayerRules, type PlayerRules } from '../../contract/players';

/**
 * The player rules of the clubs in `clubIds` (an SQL uuid array), each as it set them; a club that set none
 * asks nothing. One club's rules, or a mystery deal's clubs' (their strictest: see `playerRulesFrom`).
 */
export function playerRulesOfClubs(clubIds: SQL) {
  return sql<
    PlayerRules[]
  >`coalesce((select json_agg(json_build_object('handicapLimit', s.handicap_limit::float8, 'proof', s.player_proof)) from club_settings s where s.golf_club_id = any(${clubIds})), '[]'::json)`;
}

/** What `playerRulesOfClubs` read, as the rules a booking must meet. */
export function playerRulesFrom(all: PlayerRules[] | null): PlayerRules {
  return strictestPlayerRules(all ?? []);
}
