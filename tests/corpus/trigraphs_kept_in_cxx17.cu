// corpus: from C++17 (the default) trigraphs are text: "??!" stays in a string and a character
#include <cstdio>

__global__ void kernel(char* text, int* q)
{
    const char* s = "x??!y??(z";
    for (int i = 0; s[i] != 0; ++i)
        text[i] = s[i];
    *q = '?' + '?';  // ??' would be ^ before C++17
}

int main()
{
    char* text;
    int* q;
    cudaMallocManaged(&text, 16);
    cudaMallocManaged(&q, sizeof(int));
    cudaMemset(text, 0, 16);
    kernel<<<1, 1>>>(text, q);
    cudaDeviceSynchronize();
    printf("device %s host %s %d\n", text, "x??!y??(z", *q);
    cudaFree(text);
    cudaFree(q);
    return 0;
}
