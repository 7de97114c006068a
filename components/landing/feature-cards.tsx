import { BookOpen, Brain, FileText, Gamepad2, Lock, Mic } from "@/components/ui/icons/server-drawn-icons";

// The six landing-page features (core-product §1).
const FEATURES = [
  {
    icon: Mic,
    title: "Real-time voice recognition",
    body: "Speak and watch your words appear. Recognition runs in your browser: we never upload your audio.",
  },
  {
    icon: Brain,
    title: "AI-powered enhancement",
    body: "Fix punctuation and tidy your writing in one click, while keeping your own voice and meaning.",
  },
  {
    icon: BookOpen,
    title: "Dyslexia-friendly design",
    body: "Readable fonts, generous spacing, calm colours and read-aloud, set up for you from the start.",
  },
  {
    icon: FileText,
    title: "Smart templates",
    body: "Start from templates for resumes, letters, reports and creative writing, then fill them in by voice.",
  },
  {
    icon: Gamepad2,
    title: "Learning games",
    body: "Build vocabulary and spelling with short voice-based games that track your progress.",
  },
  {
    icon: Lock,
    title: "Secure and private storage",
    body: "Your documents are saved to your own account and only you can open them.",
  },
] as const;

export function FeatureCards() {
  return (
    <ul className="grid list-none gap-5 p-0 sm:grid-cols-2 lg:grid-cols-3">
      {FEATURES.map(({ icon: Icon, title, body }) => (
        <li key={title} className="rounded-xl border-2 border-border bg-card p-6 text-card-foreground">
          <Icon className="mb-3 size-9 text-primary" aria-hidden="true" />
          <h3 className="mb-2 text-xl font-bold">{title}</h3>
          <p className="text-base leading-relaxed text-muted-foreground">{body}</p>
        </li>
      ))}
    </ul>
  );
}
