// corpus: trigraphs under -std=c++14 on both sides: directives, brackets, braces, operators, a spliced macro and a string
??=include <cstdio>

??=define TWICE(x) ((x) + ??/
                    (x))

__global__ void kernel(int* out, char* text)
??<
    int v??(4??) = ??< 1, 2, 3, 4 ??>;
    out??(0??) = TWICE(v??(3??));
    out??(1??) = v??(1??) ??! 8;
    out??(2??) = v??(2??) ??' 1;
    out??(3??) = ??-v??(0??);
    const char* s = "a??!b??-c";
    for (int i = 0; s??(i??) != 0; ++i)
        text??(i??) = s??(i??);
??>

int main()
{
    int* out;
    char* text;
    cudaMallocManaged(&out, 4 * sizeof(int));
    cudaMallocManaged(&text, 16);
    cudaMemset(text, 0, 16);
    kernel<<<1, 1>>>(out, text);
    cudaDeviceSynchronize();
    printf("%d %d %d %d\n", out[0], out[1], out[2], out[3]);
    printf("device %s host %s\n", text, "a??!b??-c");
    cudaFree(out);
    cudaFree(text);
    return 0;
}
