export declare const LOCALES: readonly ["en", "es", "fr", "de", "ru", "it", "pt", "pl", "zh", "ja", "nl"];
