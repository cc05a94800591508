declare module 'virtual:editor-data' {
  const data: import('../lib/editor/components').EditorData;
  export default data;
}

declare module 'virtual:editor-site' {
  const site: import('../integrations/editor').EditorSite;
  export default site;
}
