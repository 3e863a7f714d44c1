// What both address forms of the wizard (the supply point's and the invoice address of the person step) say of a
// postal code with no locality to choose (issue 41: say so under the select). Their lookups are the shared geoQueries.

/** The postal code lookup answered, for the code as typed, with no locality at all. */
export function hasNoLocalities(lookup: {
  isSuccess: boolean;
  pending: boolean;
  localities: readonly unknown[];
}) {
  return lookup.isSuccess && !lookup.pending && lookup.localities.length === 0;
}
