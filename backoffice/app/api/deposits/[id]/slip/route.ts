import { z } from 'zod';
import { depositIdSchema } from '@/contract/cashier-deposit';
import { errorResponse } from '@bo/lib/bff/responses';
import { asStaff } from '@bo/lib/bff/staff-route';
import { depositSlip } from '@bo/lib/platform/payments';

const params = z.object({ id: depositIdSchema });

/** GET /api/deposits/:id/slip — the member's transfer slip, as an image only (deposits:read). */
export async function GET(request: Request, context: { params: Promise<{ id: string }> }) {
  return asStaff(request, async ({ token }) => {
    const route = params.safeParse(await context.params);
    if (!route.success) return errorResponse(404, 'not_found', 'No such deposit');
    const slip = await depositSlip(token, route.data.id);
    return new Response(slip.bytes, {
      headers: {
        'Content-Type': slip.type,
        'Cache-Control': 'private, no-store',
        'Content-Security-Policy': "default-src 'none'",
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
}
