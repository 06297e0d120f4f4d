import { TabItem, Tabs } from '@/components/mdx/tabs';
import { codeSamples } from '@/lib/openapi/samples';
import type { ApiDocument, ApiOperation } from '@/lib/openapi/types';
import { Code } from './markdown';

/** The code samples of one operation (the "Code samples" section's body). */
export function CodeSamples({ op, doc }: { op: ApiOperation; doc: ApiDocument }) {
  return (
    <Tabs headingLevel={3}>
      {codeSamples(op, doc).map((s) => (
        <TabItem key={s.label} value={s.lang} label={s.label}>
          <Code code={s.code} lang={s.lang} />
        </TabItem>
      ))}
    </Tabs>
  );
}
