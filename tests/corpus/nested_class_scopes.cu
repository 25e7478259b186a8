// Nested classes see their enclosing classes' scopes: a nested class derived from a sibling or
// from a member alias, member types and constants of the enclosing class (of a class template
// too) used in a nested class's members, and aliases of class template instances (local and at
// namespace scope) qualifying member types.
#include <cstdio>

struct Outer {
    static constexpr int N = 3;
    typedef int Index;
    struct Base {
        int x;
    };
    struct Derived : Base {
        int y;
        Index values[N];
    };
    using Alias = Base;
    struct FromAlias : Alias {
        struct Deeper {
            Index i;
            int a[N * 2];
        };
    };
};

template <class T, int B> struct Table {
    struct Row {
        T cells[B];
    };
    struct Wide : Row {
        T extra;
    };
    static constexpr int rows = B / 2;
};

using IntTable = Table<int, 4>;

template <class T> __global__ void kernel(int *out) {
    Outer::Derived d;
    d.x = 1;
    d.y = 2;
    d.values[2] = 3;
    Outer::FromAlias f;
    f.x = 4;
    Outer::FromAlias::Deeper deeper;
    deeper.i = 5;
    using Local = Table<T, 6>;
    typename Local::Wide w;
    w.cells[5] = 6;
    w.extra = 7;
    IntTable::Row r;
    r.cells[3] = 8;
    out[0] = d.x + d.y + d.values[2] + f.x + deeper.i + (int)w.cells[5] + (int)w.extra + r.cells[3];
    out[1] = sizeof(Outer::Derived) * 100 + sizeof(deeper) * 10 + Local::rows;
    out[2] = sizeof(typename Local::Wide) + sizeof(IntTable::Wide) * 100;
}

int main() {
    int *out, h[3];
    cudaMalloc(&out, sizeof h);
    kernel<short><<<1, 1>>>(out);
    cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d %d\n", h[0], h[1], h[2]);
    return 0;
}
