export declare const headlessShellPath: string;
export declare function findChromium(options?: { headlessShell?: boolean }): string | undefined;
