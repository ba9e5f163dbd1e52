/** Hostile input on every route (tests/api/fuzz/every-route.ts), share 2 of 2: the shares run side by side. */
import { fuzzEveryRoute } from './fuzz/every-route';

fuzzEveryRoute(1, 2);
