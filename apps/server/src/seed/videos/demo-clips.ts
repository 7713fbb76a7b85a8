import { execFile } from 'node:child_process';
import { access, mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { videoFilePath, videosDirectory } from '../../modules/courses/video-files.ts';

const run = promisify(execFile);

/**
 * The demo's course videos: three short H.264 clips (one per part of a course) that every
 * seeded course shares. Drawn locally by ffmpeg (Debian package) from its test sources, so the
 * seed needs no network; 480p, faststart so playback starts before the file is loaded.
 */
export const DEMO_CLIPS = [
  { mediaId: 'wellfit-demo-warm-up', seconds: 12, source: 'testsrc2', label: 'WellFit 1 Warm-up' },
  { mediaId: 'wellfit-demo-main-set', seconds: 14, source: 'smptehdbars', label: 'WellFit 2 Main set' },
  { mediaId: 'wellfit-demo-cool-down', seconds: 10, source: 'rgbtestsrc', label: 'WellFit 3 Cool-down' },
] as const;

export interface DemoClipsResult {
  written: number;
  skipped: number;
  /** ffmpeg is not installed: courses are seeded but their videos answer 404. */
  ffmpegMissing: boolean;
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

function ffmpegArguments(clip: (typeof DEMO_CLIPS)[number], output: string, withLabel: boolean): string[] {
  const label = withLabel
    ? [
        '-vf',
        `drawtext=text='${clip.label}':fontsize=44:fontcolor=white:box=1:boxcolor=black@0.55:boxborderw=12:x=(w-text_w)/2:y=h-96`,
      ]
    : [];
  return [
    '-y',
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    `${clip.source}=size=854x480:rate=25:duration=${clip.seconds}`,
    ...label,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '32',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    output,
  ];
}

/** Writes the clips that are not there yet into DATA_DIR/videos. */
export async function writeDemoClips(dataDir: string): Promise<DemoClipsResult> {
  await mkdir(videosDirectory(dataDir), { recursive: true });
  let written = 0;
  let skipped = 0;
  for (const clip of DEMO_CLIPS) {
    const file = videoFilePath(dataDir, clip.mediaId)!;
    if (await exists(file)) {
      skipped += 1;
      continue;
    }
    // Written beside the target and renamed, so a half-written clip is never served.
    const partial = path.join(path.dirname(file), `.${clip.mediaId}.partial.mp4`);
    try {
      await run('ffmpeg', ffmpegArguments(clip, partial, true));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { written, skipped, ffmpegMissing: true };
      // drawtext needs a font through fontconfig; without one the clip goes out unlabelled.
      await run('ffmpeg', ffmpegArguments(clip, partial, false));
    }
    await rename(partial, file);
    written += 1;
  }
  return { written, skipped, ffmpegMissing: false };
}
