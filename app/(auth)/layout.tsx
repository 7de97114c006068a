import type { ReactNode } from "react";
import { SiteLogo } from "@/components/common/site-logo";

export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="a11y-dock-room border-b-2 border-border">
        <div className="mx-auto flex max-w-6xl items-center px-5 py-4">
          <SiteLogo href="/" />
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-md flex-1 px-5 py-10 focus:outline-none">
        {children}
      </main>
    </div>
  );
}
