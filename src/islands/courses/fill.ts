/** A text of the editor with its `{name}` placeholders filled in (editorTexts keeps them). */
export const fillText = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
