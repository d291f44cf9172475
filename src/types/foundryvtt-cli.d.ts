/** The parts of @foundryvtt/foundryvtt-cli's JS API the build scripts and tests use (it ships no types). */
declare module "@foundryvtt/foundryvtt-cli" {
  interface PackageOptions {
    nedb?: boolean;
    yaml?: boolean;
    recursive?: boolean;
    log?: boolean;
  }
  interface ExtractOptions extends PackageOptions {
    documentType?: string;
    collection?: string;
    clean?: boolean;
    folders?: boolean;
  }
  export function compilePack(src: string, dest: string, options?: PackageOptions): Promise<void>;
  export function extractPack(src: string, dest: string, options?: ExtractOptions): Promise<void>;
}
