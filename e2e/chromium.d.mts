/** chromium.mjs is plain JavaScript so that the bench scripts run it under node without a build step. */
export declare const chromiumLaunchOptions: {
  executablePath: string;
  args: string[];
};
