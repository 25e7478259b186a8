// corpus: tokens as pasting and splicing make them: `##` that makes a digraph (`<:`, `%:%:`),
// GNU's `, ## __VA_ARGS__` (the comma goes only where the variable arguments are left out, and
// the pasted argument follows it without a space), and a raw string literal that keeps the
// line splices written in it
#include <cstdio>

#define CAT(a, b) a##b
#define STR(...) #__VA_ARGS__
#define XSTR(...) STR(__VA_ARGS__)
#define G(fmt, ...) fmt, ##__VA_ARGS__
#define F(...) a, ##__VA_ARGS__

__host__ __device__ void tokens(const char* side) {
    int arr CAT(<, :) 2 :> = {4, 5};
    const char* raw = R"(a\
b)";
    int length = 0;
    while (raw[length])
        ++length;
    printf("%s: %d %s %s %s | %s|%s|%s|%s|%s|%s | %d\n", side, arr[1], XSTR(CAT(%:, %:)),
           XSTR(CAT(<, %)), XSTR(CAT(%, >)), XSTR(G(x)), XSTR(G(x, )), XSTR(G(x, y)), XSTR(F()),
           XSTR(F(z)), XSTR(G(x, y, z)), length);
}

__global__ void kernel() { tokens("device"); }

int main() {
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    tokens("host");
    return 0;
}
