/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

function Uncontrolled({ forceMount = false }: { forceMount?: boolean }) {
  return (
    <Tabs defaultValue="facebook">
      <TabsList aria-label="Preview">
        <TabsTrigger value="facebook">Facebook</TabsTrigger>
        <TabsTrigger value="stories" disabled>
          Stories
        </TabsTrigger>
        <TabsTrigger value="instagram">Instagram</TabsTrigger>
      </TabsList>
      <TabsContent value="facebook" forceMount={forceMount}>
        Facebook feed
      </TabsContent>
      <TabsContent value="stories" forceMount={forceMount}>
        Stories feed
      </TabsContent>
      <TabsContent value="instagram" forceMount={forceMount}>
        Instagram feed
      </TabsContent>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole("tab", { name });
const selected = () =>
  screen
    .getAllByRole("tab")
    .filter((element) => element.getAttribute("aria-selected") === "true")
    .map((element) => element.textContent);

describe("Tabs", () => {
  it("names each panel by its tab, and only the open tab is in the tab order", () => {
    render(<Uncontrolled />);
    expect(screen.getByRole("tablist", { name: "Preview" })).toBeTruthy();
    expect(selected()).toEqual(["Facebook"]);
    const panel = screen.getByRole("tabpanel", { name: "Facebook" });
    expect(panel.textContent).toBe("Facebook feed");
    expect(tab("Facebook").getAttribute("aria-controls")).toBe(panel.id);
    expect([tab("Facebook").tabIndex, tab("Instagram").tabIndex]).toEqual([0, -1]);
    expect(screen.queryByText("Instagram feed")).toBeNull();
  });

  it("opens a tab on a primary press or a click, not on a secondary press", () => {
    render(<Uncontrolled />);
    fireEvent.mouseDown(tab("Instagram"), { button: 2 });
    expect(selected()).toEqual(["Facebook"]);
    fireEvent.mouseDown(tab("Instagram"), { button: 0 });
    expect(selected()).toEqual(["Instagram"]);
    fireEvent.click(tab("Facebook"));
    expect(selected()).toEqual(["Facebook"]);
    fireEvent.click(tab("Instagram"));
    expect(selected()).toEqual(["Instagram"]);
    expect(screen.getByRole("tabpanel", { name: "Instagram" }).textContent).toBe("Instagram feed");
    expect(screen.queryByText("Facebook feed")).toBeNull();
  });

  it("moves the focus with the arrows, Home and End, skipping a disabled tab, and opens the tab it reaches", () => {
    render(<Uncontrolled />);
    tab("Facebook").focus();
    fireEvent.keyDown(tab("Facebook"), { key: "ArrowRight" });
    expect(document.activeElement).toBe(tab("Instagram"));
    expect(selected()).toEqual(["Instagram"]);
    fireEvent.keyDown(tab("Instagram"), { key: "ArrowRight" });
    expect(document.activeElement).toBe(tab("Facebook"));
    fireEvent.keyDown(tab("Facebook"), { key: "ArrowLeft" });
    expect(document.activeElement).toBe(tab("Instagram"));
    fireEvent.keyDown(tab("Instagram"), { key: "Home" });
    expect(document.activeElement).toBe(tab("Facebook"));
    fireEvent.keyDown(tab("Facebook"), { key: "End" });
    expect(document.activeElement).toBe(tab("Instagram"));
    expect(selected()).toEqual(["Instagram"]);
  });

  it("keeps every panel mounted with forceMount, saying which one is open", () => {
    render(<Uncontrolled forceMount />);
    expect(screen.getByText("Instagram feed").getAttribute("data-state")).toBe("inactive");
    fireEvent.click(tab("Instagram"));
    expect(screen.getByText("Instagram feed").getAttribute("data-state")).toBe("active");
    expect(screen.getByText("Facebook feed").getAttribute("data-state")).toBe("inactive");
  });

  it("follows its value when controlled, and asks its owner to change it", () => {
    const asked: string[] = [];
    function Controlled() {
      const [value, setValue] = useState("a");
      return (
        <Tabs
          value={value}
          onValueChange={(next) => {
            asked.push(next);
            if (next !== "locked") setValue(next);
          }}
        >
          <TabsList>
            <TabsTrigger value="a">A</TabsTrigger>
            <TabsTrigger value="locked">Locked</TabsTrigger>
          </TabsList>
          <TabsContent value="a">Panel A</TabsContent>
          <TabsContent value="locked">Panel locked</TabsContent>
        </Tabs>
      );
    }
    render(<Controlled />);
    fireEvent.click(tab("Locked"));
    expect(asked).toEqual(["locked"]);
    expect(selected()).toEqual(["A"]);
    expect(screen.getByText("Panel A")).toBeTruthy();
  });
});
