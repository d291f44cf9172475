export interface ImageUse { path: string; file: string }
export const CORE_ICON_LIST: string;
export function packImages(): ImageUse[];
export function sourceImages(): ImageUse[];
export function readCoreIconList(): Set<string>;
