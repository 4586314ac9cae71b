import type { leagueInfo } from '../../../domain/contracts/leagueResponses';
import type { z } from '../../../domain/zodMini';

export type LeagueInfo = z.infer<typeof leagueInfo>;
