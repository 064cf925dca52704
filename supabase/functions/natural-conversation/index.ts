// The natural-conversation Edge Function: the Node server's app, contracts and engines, served by Deno.
import { createEdgeHandler } from '../../../src/server/edge/create-edge-handler.ts';

Deno.serve(createEdgeHandler('natural-conversation', Deno.env.toObject()));
