// The ultimate-ai-event-generator Edge Function: the Node server's app, contracts and engines, served by Deno
// from the self-contained bundle `npm run supabase:bundle` writes into ../_shared (docs/supabase.md).
import { createEdgeHandler } from '../_shared/create-edge-handler.js';

Deno.serve(createEdgeHandler('ultimate-ai-event-generator', Deno.env.toObject()));
