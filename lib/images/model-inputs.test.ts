import { photoEditInputs, textToImageInputs } from "./model-inputs";

const photo = new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" });

describe("image model inputs", () => {
  it("follow each model family's documented schema", () => {
    expect(textToImageInputs("black-forest-labs/flux-schnell", "p")).toEqual({ prompt: "p", aspect_ratio: "1:1", output_format: "png", num_outputs: 1 });
    expect(textToImageInputs("black-forest-labs/flux-2-pro", "p")).toEqual({ prompt: "p", aspect_ratio: "1:1", output_format: "png" });
    expect(photoEditInputs("black-forest-labs/flux-kontext-pro", "p", photo)).toEqual({
      prompt: "p",
      input_image: photo,
      aspect_ratio: "match_input_image",
      output_format: "png",
      safety_tolerance: 2,
    });
    expect(photoEditInputs("black-forest-labs/flux-2-pro", "p", photo)).toEqual({
      prompt: "p",
      input_images: [photo],
      aspect_ratio: "match_input_image",
      output_format: "png",
    });
  });

  it("give a model it does not know the inputs most models share", () => {
    expect(textToImageInputs("someone/sdxl-model", "p")).toMatchObject({ prompt: "p", aspect_ratio: "1:1" });
    expect(photoEditInputs("someone/editor:abc123", "p", photo)).toMatchObject({ prompt: "p", input_image: photo });
  });
});
