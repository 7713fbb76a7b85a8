import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HEARTBEAT_INTERVAL_MS, type PlayAnswer } from '@wellfit/contracts/courses';
import { Button, buttonClassName } from '~/components/ui/button';
import QueryProvider from '~/lib/query-provider';
import { showToast } from '~/lib/toast';
import { useCoursePermission } from '../api/get-course-permission';
import { playCourseVideo } from '../api/play-course-video';
import { useSaveHealthStatement } from '../api/save-health-statement';
import { sendWatchHeartbeat } from '../api/send-watch-heartbeat';
import { HealthStatementDialog } from './health-statement-dialog';
import type { CoursePlayerProps } from './course-player-props';
import { CheckingNotice, PlayerScreen, VideoParts } from './player-screen';

interface Playing {
  index: number;
  answer: PlayAnswer;
}

/**
 * The player of a logged-in member (loaded by CoursePlayer only then): the health statement,
 * then the server's permission, which the server checks again on every file request through
 * the signed address. Progress goes to the server as heartbeats. A checkAuth page brings its own
 * query client (features/auth/components/member-gate.tsx); this is the part of the page that asks.
 */
export default function MemberPlayer(props: CoursePlayerProps) {
  return (
    <QueryProvider>
      <Player {...props} />
    </QueryProvider>
  );
}

function Player(props: CoursePlayerProps) {
  const { t } = useTranslation();
  const permission = useCoursePermission(props.courseId, true);
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
  if (permission.isPending) {
    gate = <CheckingNotice />;
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
    <>
      <PlayerScreen poster={playing && !failed ? null : props.poster} gate={failed ? null : gate}>
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
      </PlayerScreen>
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
      <VideoParts videos={props.videos} current={playing?.index ?? null} onPlay={requestPlay} />
      <HealthStatementDialog
        open={statementOpen}
        saving={saveStatement.isPending}
        onChoose={chooseStatement}
        onClose={() => setStatementOpen(false)}
      />
    </>
  );
}
