/** Control calls of the user centre: simulate another signer's lock, read a sent e-mail code, fetch a linked file. */
import { Type } from '@sinclair/typebox';
import { type RouteContext } from '../context';
import { httpError } from '../envelope';
import { escapeHtml, htmlPage } from '../html';
import { rawResponse, route, jsonResponse, type MockServer } from '../route';

const tags = ['control'];
const failure = Type.Object({ code: Type.Optional(Type.Integer()), message: Type.Optional(Type.String()) });

export function userCentreControlRoutes(app: MockServer, { state }: RouteContext): void {
  app.post(
    '/__mock/contracts/:id/lock',
    {
      schema: route({
        summary: 'Another signer holds the contract: signing it is refused with a message naming the holder',
        tags,
        params: Type.Object({ id: Type.String({ minLength: 1 }) }),
        body: Type.Object({ holder: Type.String({ minLength: 1 }) }),
        response: { ...jsonResponse(Type.Object({ id: Type.String(), lockedBy: Type.String() })), '4xx': failure },
      }),
    },
    async (request) => {
      const { id } = request.params;
      for (const account of state.accounts.values()) state.userCentre.ensure(account, state.now());
      if (!state.userCentre.contracts.has(id)) throw httpError(404, `no contract ${id}`);
      state.userCentre.locks.set(id, request.body.holder);
      return { id, lockedBy: request.body.holder };
    },
  );

  app.delete(
    '/__mock/contracts/:id/lock',
    { schema: route({ summary: 'Release the lock of a contract', tags, params: Type.Object({ id: Type.String({ minLength: 1 }) }), response: jsonResponse(Type.Object({ id: Type.Optional(Type.String()), lockedBy: Type.Optional(Type.Union([Type.String(), Type.Null()])) })) }) },
    async (request) => {
      state.userCentre.locks.delete(request.params.id);
      return { id: request.params.id, lockedBy: null };
    },
  );

  app.get(
    '/__mock/mail/:email',
    {
      schema: route({
        summary: 'The last verification code sent to an e-mail address',
        tags,
        params: Type.Object({ email: Type.String({ minLength: 1 }) }),
        response: { ...jsonResponse(Type.Object({ email: Type.Optional(Type.String()), code: Type.Optional(Type.String()), expiresAt: Type.Optional(Type.Integer()), live: Type.Optional(Type.Boolean()) })), '4xx': failure },
      }),
    },
    async (request) => {
      const sent = state.userCentre.mailbox.get(request.params.email);
      if (!sent) throw httpError(404, `no mail sent to ${request.params.email}`);
      return { ...sent, live: sent.expiresAt > state.now() };
    },
  );

  app.get(
    '/__mock/download/:token',
    {
      schema: route({
        summary: 'A file behind a time-limited link from /ps/communal/file/auth-url (410 once expired)',
        tags: ['simulators'],
        params: Type.Object({ token: Type.String({ minLength: 1 }) }),
        response: rawResponse(['application/pdf', 'text/html'], 'the PDF, or an HTML refusal', [200, 404, 410]),
      }),
    },
    async (request, reply) => {
      const link = state.userCentre.links.get(request.params.token);
      const pdf = link && state.userCentre.pdf(link.fileKey);
      if (!link || !pdf) return reply.code(404).type('text/html; charset=utf-8').send(htmlPage('链接无效', '<h1>下载链接无效</h1>'));
      if (link.expiresAt <= state.now()) {
        return reply.code(410).type('text/html; charset=utf-8').send(htmlPage('链接已过期', `<h1>下载链接已过期</h1><p>${escapeHtml(link.fileKey)}</p>`));
      }
      // The document's own name (RFC 6266: UTF-8 in filename*), the file key's last part for clients that read only filename.
      const fallback = link.fileKey.split('/').pop() ?? 'file.pdf';
      return reply.type('application/pdf').header('Content-Disposition', `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(link.name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`).send(pdf);
    },
  );
}
