// A class with a private or protected data member is not a POD to the ABI's layout, so a
// class deriving from it puts its own members in the base's tail padding, as the host
// compiler does: the derived objects written by host code are read at the same offsets.
#include <cstdio>

class Counter {
    int count;
    char state;

public:
    __host__ __device__ void set(int c, char s) { count = c, state = s; }
    __host__ __device__ int total() const { return count * 10 + state; }
};
struct Tagged : Counter {
    char tag;
};

struct Guarded {
    int value;

protected:
    char level;

public:
    __host__ __device__ void set_level(char l) { level = l; }
    __host__ __device__ char get_level() const { return level; }
};
struct Leveled : Guarded {
    char extra;
};

struct Plain {
    int value;
    char level;
};
struct Appended : Plain {
    char extra;
};

__global__ void read(const Tagged* t, const Leveled* l, int* out)
{
    out[0] = sizeof(Tagged);
    out[1] = sizeof(Leveled);
    out[2] = sizeof(Appended);
    out[3] = t->total() * 1000 + t->tag;
    out[4] = l->value * 1000 + l->get_level() * 10 + l->extra;
}

int main()
{
    Tagged* t;
    Leveled* l;
    int* out;
    cudaMallocManaged(&t, sizeof(Tagged));
    cudaMallocManaged(&l, sizeof(Leveled));
    cudaMallocManaged(&out, 5 * sizeof(int));
    t->set(4, 2);
    t->tag = 7;
    l->value = 3;
    l->set_level(5);
    l->extra = 9;
    read<<<1, 1>>>(t, l, out);
    cudaDeviceSynchronize();
    printf("device: sizeof Tagged %d, Leveled %d, Appended %d\n", out[0], out[1], out[2]);
    printf("host:   sizeof Tagged %zu, Leveled %zu, Appended %zu\n", sizeof(Tagged), sizeof(Leveled),
           sizeof(Appended));
    printf("tagged %d leveled %d\n", out[3], out[4]);
    cudaFree(t);
    cudaFree(l);
    cudaFree(out);
    return 0;
}
