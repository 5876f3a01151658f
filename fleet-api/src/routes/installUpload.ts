// The installer upload (spec 2 §2 Install upload, §7 PUT installs/upload). Multipart parsing is
// registered in this area only, so no other route accepts multipart bodies.
import multipart from '@fastify/multipart';
import { ok, responses } from '../http/envelope.js';
import { defineRoutes } from '../http/routeArea.js';
import { installsUpload, uploadAnswerSchema } from '../stock/upload/upload.js';
import { MAX_UPLOAD_BYTES, UPLOAD_COMPANY_CODES } from '../stock/upload/limits.js';

export default defineRoutes('/api/private', async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });

  app.put<{ Querystring: { preview: boolean; company?: string } }>(
    '/installs/upload',
    {
      // The multipart parser leaves the body empty (the handler streams the parts); give the body
      // validation an empty form to check rather than nothing.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        summary: 'Upload installation jobs from an installer company’s xlsx or csv sheet',
        description:
          'multipart/form-data with `file` (xlsx or csv, at most 10 MB and 5,000 rows, type read from the ' +
          'bytes) and `company` (hes0005, hub001 or hub). Valid rows are saved in one transaction, keyed by ' +
          'job id (a re-upload updates); each failing row is answered with its cause. preview=true saves ' +
          'nothing. 400: unreadable file; 413: too large; 415: neither xlsx nor csv.',
        consumes: ['multipart/form-data'],
        // Declares the form for the OpenAPI document; the parts themselves are read from the stream
        // by the handler (request.parts()), so what is validated here is only the empty body below.
        body: {
          type: 'object',
          properties: {
            file: { type: 'string', format: 'binary', description: 'the xlsx or csv sheet' },
            company: { type: 'string', enum: [...UPLOAD_COMPANY_CODES] },
          },
        },
        querystring: {
          type: 'object',
          properties: {
            preview: { type: 'boolean', default: false },
            company: { type: 'string', enum: [...UPLOAD_COMPANY_CODES] },
          },
        },
        response: responses(uploadAnswerSchema),
      },
    },
    async (request) => ok(await installsUpload(app.db, request, request.query.preview)),
  );
});
