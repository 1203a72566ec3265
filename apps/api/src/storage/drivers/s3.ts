import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from '../../config.js';
import { contentDisposition } from '../names.js';
import type { StorageDriver } from './driver.js';

/**
 * An S3-compatible bucket. Uploads still go through the API's signed blob URLs, which verify size and
 * content before the bytes are put here; downloads are presigned GETs straight from the bucket.
 */
export function createS3Driver(settings: S3Settings): StorageDriver {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 requires them: the default streams the body `aws-chunked` with a trailing
    // CRC, which S3-compatible servers that do not speak it store as part of the object.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async store(key, tempPath, size, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: createReadStream(tempPath),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
      await rm(tempPath, { force: true });
    },
    async open(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      if (!(answer.Body instanceof Readable)) throw new Error(`S3 object ${key} has no readable body`);
      return answer.Body;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async downloadUrl(object, expiresAt) {
      const expiresIn = Math.max(1, Math.round((expiresAt.getTime() - Date.now()) / 1000));
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: object.key,
          ResponseContentType: object.contentType,
          ResponseContentDisposition: contentDisposition(object.fileName),
        }),
        { expiresIn },
      );
    },
  };
}
