import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HEARTBEAT_INTERVAL_MS, type CourseVideo, type PlayAnswer } from '@wellfit/contracts/courses';
import { Button, buttonClassName } from '~/components/ui/button';
import { requestLogin } from '~/features/auth/request-login';
import { useSession } from '~/features/auth/session-store';
import { showToast } from '~/lib/toast';
import { useCoursePermission } from '../api/get-course-permission';
import { playCourseVideo } from '../api/play-course-video';
import { useSaveHealthStatement } from '../api/save-health-statement';
import { sendWatchHeartbeat } from '../api/send-watch-heartbeat';
import { clockTime } from '../course-list-search';
import { HealthStatementDialog } from './health-statement-dialog';

interface Playing {
  index: number;
  answer: PlayAnswer;
}

/**
 * The course page's player (client only: nothing here is in the cached HTML). Login, then the
 * health statement, then the server's permission; the server checks it again on every file
 * request through the signed address. Progress goes to the server as heartbeats.
 */
export function CoursePlayer(props: { courseId: number; videos: CourseVideo[]; poster: string | null }) {
  const { t } = useTranslation();
  const session = useSession();
  const loggedIn = session.ready && session.token !== null;
  const permission = useCoursePermission(props.courseId, loggedIn);
  const saveStatement = useSaveHealthStatement();
  const [statementOpen, setStatementOpen] = useState(false);
  const [playing, setPlaying] = useState<Playing | null>(null);
  const [starting, setStarting] = useState(false);
  const [failed, setFailed] = useState(false);
  const [finished, setFinished] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const resumeAt = useRef(0);
  const playAfterAccept = useRef<number | null>(null);

  const start = useCallback(
    async (index: number, sessionId: string | undefined) => {
      const video = props.videos[index];
      if (!video) return;
      setStarting(true);
      setFailed(false);
      try {
        const answer = await playCourseVideo(video.id, sessionId);
        setPlaying({ index, answer });
      } catch (error) {
        setFailed(true);
        if (error instanceof Error) showToast(error.message);
      } finally {
        setStarting(false);
      }
    },
    [props.videos],
  );

  const reason = permission.data?.reason ?? null;

  function requestPlay(index: number) {
    if (!loggedIn) {
      void requestLogin();
      return;
    }
    if (reason === 'health_statement_required' || reason === 'health_statement_declined') {
      playAfterAccept.current = index;
      setStatementOpen(true);
      return;
    }
    if (!permission.data?.canWatch) return;
    resumeAt.current = 0;
    void start(index, playing?.answer.sessionId);
  }

  function chooseStatement(accepted: boolean) {
    saveStatement.mutate(accepted, {
      onSuccess: async () => {
        setStatementOpen(false);
        const refreshed = await permission.refetch();
        const index = playAfterAccept.current;
        playAfterAccept.current = null;
        if (accepted && index !== null && refreshed.data?.canWatch) void start(index, undefined);
      },
    });
  }

  const report = useCallback(async () => {
    const element = videoRef.current;
    if (!playing || !element) return;
    try {
      const answer = await sendWatchHeartbeat({
        sessionId: playing.answer.sessionId,
        videoId: playing.answer.videoId,
        position: element.currentTime,
      });
      if (answer.completed) setFinished(true);
    } catch {
      // A lost heartbeat only delays credit: the next one carries the position.
    }
  }, [playing]);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => {
      if (videoRef.current && !videoRef.current.paused) void report();
    }, HEARTBEAT_INTERVAL_MS);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void report();
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [playing, report]);

  async function onEnded() {
    await report();
    if (playing && playing.index + 1 < props.videos.length) {
      resumeAt.current = 0;
      void start(playing.index + 1, playing.answer.sessionId);
    }
  }

  function retry() {
    if (!playing) return;
    resumeAt.current = videoRef.current?.currentTime ?? resumeAt.current;
    void start(playing.index, playing.answer.sessionId);
  }

  let gate: React.ReactNode = null;
  if (!session.ready) {
    gate = <p className="text-sm text-ink-200">{t('courses:player.checking')}</p>;
  } else if (!loggedIn) {
    gate = (
      <div className="flex flex-col items-center gap-3 text-center">
        <p className="text-white">{t('courses:player.login_required')}</p>
        <Button onClick={() => void requestLogin()}>{t('courses:player.login')}</Button>
      </div>
    );
  } else if (permission.isPending) {
    gate = <p className="text-sm text-ink-200">{t('courses:player.checking')}</p>;
  } else if (permission.isError) {
    gate = (
      <div className="flex flex-col items-center gap-3 text-center">
        <p className="text-white">{t('courses:player.permission_failed')}</p>
        <Button variant="inverse" onClick={() => void permission.refetch()}>
          {t('courses:player.retry')}
        </Button>
      </div>
    );
  } else if (reason === 'subscription_required') {
    gate = (
      <div className="flex flex-col items-center gap-3 text-center" data-testid="subscribe-offer">
        <p className="text-lg font-semibold text-white">{t('courses:player.vip_title')}</p>
        <p className="max-w-md text-sm text-ink-100">{t('courses:player.vip_text')}</p>
        <Link to="/member/subscription" className={buttonClassName('primary')}>
          {t('courses:player.subscribe')}
        </Link>
      </div>
    );
  } else if (reason === 'health_statement_declined') {
    gate = (
      <div className="flex flex-col items-center gap-3 text-center" data-testid="health-declined">
        <p className="max-w-md text-white">{t('courses:player.declined')}</p>
        <Button variant="inverse" onClick={() => setStatementOpen(true)}>
          {t('courses:player.change_choice')}
        </Button>
      </div>
    );
  } else if (!playing) {
    gate = (
      <Button onClick={() => requestPlay(0)} disabled={starting} className="px-8 text-lg">
        {t('courses:player.play')}
      </Button>
    );
  }

  return (
    <section aria-label={t('courses:player.label')} data-testid="course-player">
      <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-ink-900">
        {playing && !failed ? (
          <video
            key={playing.answer.playbackUrl}
            ref={videoRef}
            data-testid="course-video"
            src={playing.answer.playbackUrl}
            poster={props.poster ?? undefined}
            controls
            autoPlay
            playsInline
            className="h-full w-full"
            onLoadedMetadata={(event) => {
              if (resumeAt.current > 0) event.currentTarget.currentTime = resumeAt.current;
            }}
            onPause={() => void report()}
            onEnded={() => void onEnded()}
            onError={() => setFailed(true)}
          />
        ) : null}
        {failed && (
          <div
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center"
            role="alert"
          >
            <p className="text-white">{t('courses:player.failed')}</p>
            <Button variant="inverse" onClick={retry} disabled={starting}>
              {t('courses:player.retry')}
            </Button>
          </div>
        )}
        {gate && !failed && (
          <div className="absolute inset-0 flex items-center justify-center bg-ink-900/70 p-4">{gate}</div>
        )}
      </div>
      {finished && (
        <p
          className="mt-3 rounded-xl bg-brand-50 p-3 text-sm text-brand-800"
          role="status"
          data-testid="course-finished"
        >
          {t('courses:player.finished')}{' '}
          <Link to="/member/sport" className="font-semibold underline">
            {t('courses:player.see_sport')}
          </Link>
        </p>
      )}
      <h2 className="mt-6 text-lg font-bold text-ink-900">{t('courses:detail.videos')}</h2>
      <ol className="mt-2 divide-y divide-ink-100 rounded-2xl bg-white ring-1 ring-ink-100">
        {props.videos.map((video, index) => (
          <li key={video.id} className="flex items-center gap-3 p-3">
            <span className="w-6 text-center text-sm font-semibold text-ink-500">{index + 1}</span>
            <span className="flex-1 text-sm text-ink-900">{video.videoName}</span>
            <span className="text-xs text-ink-500">{clockTime(video.videoTime)}</span>
            <button
              type="button"
              onClick={() => requestPlay(index)}
              aria-current={playing?.index === index ? 'true' : undefined}
              className={buttonClassName(playing?.index === index ? 'primary' : 'secondary', 'px-3 py-1 text-xs')}
            >
              {t('courses:player.play_part', { name: video.videoName })}
            </button>
          </li>
        ))}
      </ol>
      <HealthStatementDialog
        open={statementOpen}
        saving={saveStatement.isPending}
        onChoose={chooseStatement}
        onClose={() => setStatementOpen(false)}
      />
    </section>
  );
}
