import { GamesPage } from "@/components/games/games-page";

export const metadata = { title: "Games" };

export default function GamesRoute() {
  return <GamesPage />;
}
