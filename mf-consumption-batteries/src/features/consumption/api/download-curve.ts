// "GET contracts/{id}/cch/download/{type}/?start&end returns a file" (customer-area §7): the same range as shown.
// The file is named by the server (content-disposition; without it nothing is saved, customer-area §8).
import type { ConsumptionRangeQuery, ConsumptionType } from '@portal/shared/api-types';
import { downloadFile } from '@portal/shared/http';
import { useMutation } from '@tanstack/react-query';
import type { CurveRange } from '../curve-range';
import { curvePath } from './consumption-queries';

export interface CurveDownload {
  contractId: number;
  type: ConsumptionType;
  range: CurveRange;
}

export function useDownloadCurve() {
  return useMutation({
    mutationFn: ({ contractId, type, range }: CurveDownload) =>
      downloadFile(curvePath(contractId, type, 'download'), {
        version: 2,
        searchParams: { start: range.start, end: range.end } satisfies ConsumptionRangeQuery,
      }),
  });
}
