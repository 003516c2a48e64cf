import type { SubmissionResult } from '@conform-to/react';
import { data, type RouterContextProvider, type UNSAFE_DataWithResponseInit } from 'react-router';
import { isPrivateLinkToken } from '#app/domain/booking/private-links';
import { privateLinkHeaders } from './private-links.server';

/**
 * The guest's page's own forms (issue 28, item 6), posted to the page's private address like every form on the
 * site, so they work without JavaScript. Each form names its `intent`; each intent is answered by the module
 * that owns it. An unknown intent, or a token that opens nothing, is the page's 404 (no hint either way).
 */
export type GuestPageFormHandler = (input: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { id: string; requestId: string };
  formData: FormData;
}) => Promise<Response | UNSAFE_DataWithResponseInit<GuestPageFormAnswer>>;

/** What a refused form gets back: Conform's result (errors next to fields, what was typed kept), and which form. */
export type GuestPageFormAnswer = { intent: string; result: SubmissionResult<string[]> };

export function guestPageAction(handlers: Readonly<Record<string, GuestPageFormHandler>>) {
  return async (
    request: Request,
    context: Readonly<RouterContextProvider>,
    params: { id: string; requestId: string },
  ) => {
    if (!isPrivateLinkToken(params.requestId)) throw notFound();
    const formData = await request.formData();
    const intent = formData.get('intent');
    const handler = typeof intent === 'string' && Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
    if (!handler) throw notFound();
    return handler({ request, context, params, formData });
  };
}

const notFound = () => data(null, { status: 404, headers: privateLinkHeaders({ postsForms: true }) });
