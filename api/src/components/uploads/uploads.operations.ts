// The news pictures as the site loads them (served at the root, not under /api).
import * as v from 'valibot';
import { newsImageQuerySchema } from '@alu/common/contracts/schemas';
import { defineOperation } from '../../platform/http/operation';
import { failure, SERVER_ERRORS } from '../../platform/http/answers';

export const readNewsImage = defineOperation({
  id: 'readNewsImage',
  method: 'get',
  path: '/uploads/news/:file',
  tag: 'uploads',
  summary: 'Answers a stored news picture, or one of its resized copies, cached for a year',
  description:
    'Ranges (206, 416) and conditional requests (304) are answered too. A copy (`w` and `fm`) ' +
    'exists for JPEG and PNG pictures; it is made on its first request.',
  auth: 'none',
  params: v.object({ file: v.pipe(v.string(), v.description('The stored file name.')) }),
  query: newsImageQuerySchema,
  responses: {
    // Each file goes out as its own image type (JPEG, PNG, GIF, or a copy's WebP or AVIF).
    200: { description: 'The picture, as its stored image type.', contentType: 'image/*' },
    206: { description: 'The part of the picture asked for by `Range`.', contentType: 'image/*' },
    304: { description: 'The copy the client holds is current.' },
    400: failure(
      'A query that asks for no copy of the contract, or a copy of a GIF (`validation_failed`, ' +
        'reason `invalid_variant`).',
    ),
    404: failure('No such file (`not_found`).'),
    416: { description: 'The range lies outside the file.' },
    422: failure('The stored picture cannot be resized (`image_unprocessable`).'),
    ...SERVER_ERRORS,
  },
});

export const UPLOADS_OPERATIONS = [readNewsImage] as const;
