import { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { EventAnalysis } from '@contracts/event-generator';
import type { WidgetConfig } from '@shell/react/config';
import { emit } from '@shell/base/emit';
import { createFunctionsClient } from '@shell/functions/functions-client';
import { useHost } from '@shell/react/host-context';
import { LanguageButton } from '@shell/react/language-button';
import { privacyHref } from '@shell/ui/privacy-href';
import { ReachUsDirectly } from '@shell/ui/reach-us-directly';
import { useLanguage } from '@shell/react/use-language';
import { BackHome } from './back-home';
import { StepEventDetails } from './step-event-details';
import { failureText, StepResults } from './step-results';
import { StepServices } from './step-services';
import { StepVisuals } from './step-visuals';
import { STEP_KEYS, Stepper } from './stepper';
import { toRequest } from './to-request';
import { useAnalysis } from './use-analysis';
import { useViewVisibility } from './use-view-visibility';
import { useWizard } from './use-wizard';
import { canLeaveStep, missingDetails, type ProblemKey, problemBeforeGenerate } from './validate-step';
import { requestMessage } from './whatsapp-message';
import { WizardNav } from './wizard-nav';

export interface GeneratorViewProps {
  config: WidgetConfig;
  /** Where "Back to home" leads when no `<ev-home>` is on the page. */
  homeUrl?: string | undefined;
  revealOnMount?: boolean;
}

/** The event generator view (spec §2): header, stepper, the four steps and the analysis. */
export function GeneratorView({ config, homeUrl, revealOnMount = false }: GeneratorViewProps) {
  const { t, language, dir, setLanguage } = useLanguage();
  const host = useHost();
  const headingId = useId();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const wizard = useWizard();
  const { step, form } = wizard;
  const [problem, setProblem] = useState<ProblemKey | null>(null);
  const client = useMemo(
    () => createFunctionsClient({ apiUrl: config.apiUrl, anonKey: config.anonKey, timeout: 30_000 }),
    [config.apiUrl, config.anonKey],
  );
  const onReady = useCallback((analysis: EventAnalysis) => emit(host, 'ev-analysis-ready', { analysis }), [host]);
  const analysis = useAnalysis(client, onReady);
  const { state } = analysis;
  useViewVisibility(host, stepHeading, revealOnMount);

  // Focus follows the step, so keyboard and screen-reader users land on the new step's heading.
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every step change, which is the point.
  useEffect(() => {
    setProblem(null);
    if (firstRender.current) firstRender.current = false;
    else stepHeading.current?.focus({ preventScroll: false });
  }, [step]);

  // Results are written in the request's language: a switch on the page asks for them again.
  useEffect(() => {
    if (state.status === 'success' && state.request.language !== language) {
      analysis.start(toRequest(form, language));
    }
  }, [state, language, form, analysis.start]);

  const generate = () => {
    const found = problemBeforeGenerate(form);
    setProblem(found);
    if (found) return;
    wizard.goTo(4);
    analysis.start(toRequest(form, language));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canLeaveStep(step, form)) return;
    if (step === 3) generate();
    else wizard.next();
  };
  const leaveResults = (target: 1 | 3, fresh = false) => {
    analysis.clear();
    if (fresh) wizard.reset();
    else wizard.goTo(target);
  };
  const banner = problem ? t(problem) : state.status === 'error' ? failureText(state.failure, t, language) : null;
  const other = t('generator.language.lang') === 'ar' ? 'ar' : 'en';

  return (
    <section className="generator" part="section" lang={language} dir={dir} aria-labelledby={headingId}>
      <div className="generator__bar">
        <BackHome homeUrl={homeUrl} />
        <LanguageButton language={other} className="bar-button" part="language" onChoose={setLanguage}>
          {t('generator.language.label')}
        </LanguageButton>
      </div>
      <header className="generator__header">
        <h2 id={headingId} className="generator__heading" part="heading">
          {t('generator.heading')}
        </h2>
        <p className="generator__intro">{t('generator.intro')}</p>
      </header>
      <Stepper step={step} />
      {/* On step 4 the error panel shows the failure with its actions: the banner then only
          announces it (one message on screen per failure, still read out at once). */}
      <div
        className={step === 4 && state.status === 'error' ? 'banner ev-visually-hidden' : 'banner'}
        role="alert"
        part="banner"
      >
        {banner && (
          <p className="banner__text" dir="auto">
            {banner}
          </p>
        )}
      </div>
      <div className="generator__panel" part="panel">
        <p className="generator__step-of">{t('generator.stepper.stepOf', { current: step, total: 4 })}</p>
        <h3 ref={stepHeading} className="generator__step-title" part="step-title" tabIndex={-1}>
          {t(`generator.steps.${STEP_KEYS[step]}`)}
        </h3>
        {step < 4 ? (
          <form className="generator__form" part="form" noValidate onSubmit={onSubmit}>
            {step === 1 && <StepEventDetails form={form} update={wizard.update} />}
            {step === 2 && <StepServices form={form} update={wizard.update} />}
            {step === 3 && <StepVisuals form={form} update={wizard.update} />}
            <WizardNav
              step={step}
              canContinue={canLeaveStep(step, form)}
              missing={step === 1 ? missingDetails(form) : []}
              onPrevious={wizard.previous}
            />
          </form>
        ) : (
          <StepResults
            state={state}
            client={client}
            phone={config.phone}
            whatsapp={config.whatsapp}
            privacyHref={privacyHref(config, language)}
            onBackToEdit={() => leaveResults(3)}
            onRetry={() => state.status === 'error' && analysis.start(state.request)}
            onModify={() => leaveResults(1)}
            onNewAnalysis={() => leaveResults(1, true)}
          />
        )}
        {/* The answers stay in the form (back to edit); the company is reachable meanwhile. */}
        {step === 4 && state.status === 'error' && state.outOfReach && (
          <ReachUsDirectly
            t={t}
            phone={config.phone}
            whatsapp={config.whatsapp}
            message=""
            whatsappText={requestMessage(t, state.request, language)}
          />
        )}
      </div>
    </section>
  );
}
