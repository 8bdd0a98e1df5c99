import { html } from '../../../server/web/html';

test('interpolated text is escaped, nested templates are not, arrays are joined and empties vanish', () => {
  const name = `<script>alert("x")</script> & 'y'`;
  const item = (s: string) => html`<li>${s}</li>`;
  expect(html`<p title="${name}">${name}</p><ul>${['a<', 'b'].map(item)}</ul>${null}${undefined}${false}${0}`.value).toBe(
    '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;</p><ul><li>a&lt;</li><li>b</li></ul>0',
  );
});
