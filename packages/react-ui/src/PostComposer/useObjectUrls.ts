import { useEffect, useState } from 'react';

/**
 * Object URLs for files, created after render and released when the files change or the component
 * leaves (created in an effect so React's double mount in development never shows a released URL).
 */
export function useObjectUrls(files: readonly File[]): ReadonlyMap<File, string> {
  const [urls, setUrls] = useState<ReadonlyMap<File, string>>(() => new Map());
  useEffect(() => {
    const created = new Map(files.map((file) => [file, URL.createObjectURL(file)] as const));
    setUrls(created);
    return () => {
      for (const url of created.values()) URL.revokeObjectURL(url);
    };
  }, [files]);
  return urls;
}
