export declare const chromePath: string;
export declare const chromeFlags: string[];
export declare const OMNIBOX_POPUP_FEATURES: string[];
export declare const PLAYWRIGHT_DISABLED_FEATURES: string[];
export declare const playwrightFlags: string[];
