declare module 'virtual:editor-data' {
  const data: import('../lib/editor/components').EditorData;
  export default data;
}
