import { messageResponseText, parseHubIdList, validateMessage, isMessageRead } from '@hub/domain';
import type { GraphQLResolveInfo } from 'graphql';
import type {
  MailType,
  Message,
  SendMessageInput,
  SendMessagePayload,
} from '../__generated__/resolvers-types.js';
import {
  PAGE_LIMITS,
  idKey,
  keysetConnection,
  keysetPage,
  logCount,
  totalCountIfSelected,
  withTotalCount,
} from '../common/connection.js';
import type { PageArgs } from '../common/connection.js';
import { toUserErrors } from '../common/userErrors.js';
import { requireSession } from '../context.js';
import type { GatewayContext } from '../context.js';
import { hubOf } from '../hub/hubOf.js';
import type { Modelled, Resolvers } from '../graphql/resolverTypes.js';
import { UpstreamError } from '../upstream/errors.js';

export interface MessageRow {
  uid: number;
  hubid: number;
  from: string;
  subject: string;
  body: string;
  mail_type: number;
  positive: string | null;
  negative: string | null;
  created: string;
  time_read: string | null;
  response: boolean | null;
}

const MAIL_TYPES: readonly MailType[] = ['INFORMATION', 'QUESTION', 'REORDER'];

export function toMessage(row: MessageRow): Omit<Message, '__typename' | 'hub' | 'nodeId'> {
  const state = {
    mailType: row.mail_type,
    timeRead: row.time_read,
    response: row.response,
    positive: row.positive,
    negative: row.negative,
  };
  return {
    id: String(row.uid),
    hubId: row.hubid,
    from: row.from,
    subject: row.subject,
    body: row.body,
    mailType: MAIL_TYPES[row.mail_type] ?? 'INFORMATION',
    positive: row.positive,
    negative: row.negative,
    created: row.created,
    timeRead: row.time_read,
    read: isMessageRead(state),
    response: row.response,
    responseText: messageResponseText(state),
  };
}

const MESSAGE_KEY = idKey('message');

// The upstream pages by maxid (the oldest uid shown: `after` is that uid) and minid (the newest shown:
// `before`, for the page of newer messages just above it). The path is the cursors' filter: one hub's
// cursor is refused by another hub's list and by the fleet's.
async function messages(ctx: GatewayContext, path: string, args: PageArgs, info: GraphQLResolveInfo) {
  requireSession(ctx);
  const page = keysetPage(args, MESSAGE_KEY, PAGE_LIMITS, path);
  const count = totalCountIfSelected(info, logCount(ctx.upstream, path));
  const params = new URLSearchParams({ limit: String(page.fetch) });
  if (page.after !== null) params.set('maxid', String(page.after));
  if (page.before !== null) params.set('minid', String(page.before));
  const rows = await ctx.upstream.get<MessageRow[]>(`${path}?${params.toString()}`);
  return withTotalCount(
    keysetConnection(rows, page, MESSAGE_KEY, (row) => row.uid, toMessage),
    count,
  );
}

export async function sendMessage(
  ctx: GatewayContext,
  input: SendMessageInput,
): Promise<Modelled<SendMessagePayload>> {
  const mailType = MAIL_TYPES.indexOf(input.mailType);
  const { hubIds, invalid } = parseHubIdList(input.hubIds);
  const userErrors = validateMessage({
    from: input.from,
    subject: input.subject,
    body: input.body,
    mailType,
    positive: input.positive,
    negative: input.negative,
  }).map(({ field, message }) => ({ field, message }));
  if (invalid.length > 0)
    userErrors.unshift({ field: 'hubIds', message: `Not a hub id or serial: ${invalid.join(', ')}` });
  else if (hubIds.length === 0)
    userErrors.unshift({ field: 'hubIds', message: 'Enter at least one hub id or serial.' });
  if (userErrors.length > 0) return { sent: [], userErrors };
  const typed = mailType > 0;
  try {
    const result = await ctx.upstream.post<{ sent: MessageRow[] }>('/api/private/hub/send_messages', {
      hubids: hubIds,
      from: input.from,
      subject: input.subject,
      body: input.body,
      mail_type: mailType,
      positive: typed ? input.positive : null,
      negative: typed ? input.negative : null,
    });
    return { sent: result.sent.map(toMessage), userErrors: [] };
  } catch (error) {
    if (error instanceof UpstreamError && error.code === 'BAD_USER_INPUT') {
      return { sent: [], userErrors: toUserErrors(error) };
    }
    throw error;
  }
}

export const resolvers: Resolvers = {
  Message: { hub: hubOf },
  Hub: {
    messages: (hub, args, ctx, info) => messages(ctx, `/api/private/hub/${hub.id}/messages`, args, info),
  },
  Query: {
    messages: (_, args, ctx, info) => messages(ctx, '/api/private/hubs/messages', args, info),
  },
  Mutation: {
    sendMessage: (_, { input }, ctx) => {
      requireSession(ctx);
      return sendMessage(ctx, input);
    },
  },
};

declare module '../hub/hubModel.js' {
  interface HubExtensionFields {
    messages: true;
  }
}
