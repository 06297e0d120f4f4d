import { describe, expect, it } from 'vitest';
import { sampleHtml } from './sample-html';

const servers = ['https://eu.example.com', 'https://us.example.com'];

describe('sampleHtml', () => {
  it('highlights a sample once when the operation has one server', async () => {
    const html = await sampleHtml({ code: 'curl https://eu.example.com/pets', lang: 'shell' });
    expect(typeof html).toBe('string');
    expect(html).toContain('<pre');
  });

  it("puts each server's URL in its own span when the operation has several", async () => {
    const html = await sampleHtml({ code: 'curl https://eu.example.com/pets', lang: 'shell' }, servers);
    expect(typeof html).toBe('string');
    expect(html).toContain('us.example.com');
  });

  it('highlights every copy of a sample written per server', async () => {
    const html = await sampleHtml(
      { code: 'a', lang: 'python', perServer: ['print("eu")', 'print("us")'] },
      servers,
    );
    expect(Array.isArray(html) && html.length).toBe(2);
    expect(String(html)).toContain('us');
  });
});
