// corpus: a string literal alone in braces initializes a class whose first member is a character array (Str s{"apple"}, {{"q"}, 2}), in device code and in device variables
#include <cstdio>

struct Str {
    char c[8];
};
struct Labelled {
    char name[6];
    int count;
};
struct Two {
    Str s;
    int n;
};

__device__ Str global_word{"grape"};
__device__ Labelled global_label = {"kiwi"};

__global__ void kernel(char* out, int* counts)
{
    Str s{"apple"};
    Str t = {"pear"};
    Two w{{"quince"}, 2};
    Str u{{"fig"}};
    Labelled l{"lime"};
    const char* words[] = {s.c, t.c, w.s.c, u.c, l.name, global_word.c, global_label.name};
    for (int i = 0; i < 7; ++i)
        for (int k = 0; k == 0 || words[i][k - 1] != 0; ++k) out[i * 8 + k] = words[i][k];
    counts[0] = w.n;
    counts[1] = l.count;
    counts[2] = s.c[7] + u.c[5];
}

int main()
{
    char* out;
    int* counts;
    cudaMallocManaged(&out, 7 * 8);
    cudaMallocManaged(&counts, 3 * sizeof(int));
    kernel<<<1, 1>>>(out, counts);
    cudaDeviceSynchronize();
    for (int i = 0; i < 7; ++i) printf("%s\n", out + i * 8);
    printf("%d %d %d\n", counts[0], counts[1], counts[2]);
    cudaFree(out);
    cudaFree(counts);
    return 0;
}
