// What both address forms of the wizard (the supply point's and the invoice address of the person step) say of a
// postal code with no locality to choose (issue 41: say so under the select), and the province of a locality. Their
// lookups are the shared geoQueries.
import type { Province } from '@portal/shared/api-types';

/** The postal code lookup answered, for the code as typed, with no locality at all. */
export function hasNoLocalities(lookup: {
  isSuccess: boolean;
  pending: boolean;
  localities: readonly unknown[];
}) {
  return lookup.isSuccess && !lookup.pending && lookup.localities.length === 0;
}

/** "The province is derived from the locality, read-only, and cleared if not uniquely found" (§4). */
export function uniqueProvince(provinces: readonly Province[] | undefined): Province | undefined {
  return provinces?.length === 1 ? provinces[0] : undefined;
}
