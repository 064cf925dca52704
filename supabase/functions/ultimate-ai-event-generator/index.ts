// The ultimate-ai-event-generator Edge Function: the Node server's app, contracts and engines, served by Deno.
import { createEdgeHandler } from '../../../src/server/edge/create-edge-handler.ts';

Deno.serve(createEdgeHandler('ultimate-ai-event-generator', Deno.env.toObject()));
