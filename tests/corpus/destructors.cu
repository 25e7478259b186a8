// Destructors of block-scope objects run when their scope ends, in reverse order of
// construction, and on the way out through break, continue and return; members and bases
// are destroyed after the class's own destructor body.
#include <cstdio>

struct Trace {
    int id;
    __device__ Trace(int i) : id(i) { printf("+%d ", id); }
    __device__ ~Trace() { printf("-%d ", id); }
};

struct Pair {
    Trace first, second;
    __device__ Pair(int a, int b) : first(a), second(b) {}
    __device__ ~Pair() { printf("~Pair "); }
};

struct Derived : Trace {
    Trace member;
    __device__ Derived(int a, int b) : Trace(a), member(b) {}
};

__device__ int early(int n)
{
    Trace t(100);
    if (n > 0) {
        Trace inner(101);
        return n;
    }
    return -1;
}

__global__ void scopes()
{
    Trace outer(1);
    {
        Trace a(2);
        Trace b(3);
    }
    printf("| ");
    for (int i = 0; i < 4; ++i) {
        Trace loop(10 + i);
        if (i == 1)
            continue;
        if (i == 3)
            break;
        printf("body%d ", i);
    }
    printf("| ");
    printf("early=%d ", early(1));
    printf("| ");
    {
        Pair p(20, 21);
    }
    printf("| ");
    {
        Derived d(30, 31);
    }
    printf("| ");
    {
        Trace arr[2] = {Trace(40), Trace(41)};
    }
    printf("| ");
    auto f = [](int x) {
        Trace l(50 + x);
        return x * 2;
    };
    printf("f=%d ", f(1));
    printf("| ");
    switch (2) {
    case 2: {
        Trace s(60);
        break;
    }
    }
    printf("end\n");
}

int main()
{
    scopes<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
