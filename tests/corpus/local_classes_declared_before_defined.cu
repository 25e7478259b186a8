// corpus: a class a block declares (struct Node; or struct Cell* p;) and defines later in the block is one class; an elaborated name of a namespace's class stays that class
#include <cstdio>

struct Shape {
    int sides;
};

__global__ void kernel(int* out)
{
    struct Cell* cp;
    struct Cell {
        int q;
    } cell;
    cell.q = 3;
    cp = &cell;
    out[0] = cp->q;

    struct Node;
    struct Node* head = 0;
    int count = 0;
    struct Node {
        int v;
        Node* next;
    };
    Node second{7, 0};
    Node first{5, &second};
    head = &first;
    for (Node* n = head; n; n = n->next)
        count += n->v;
    out[1] = count;

    {
        struct Pair* pp;
        struct Pair {
            short a, b;
        };
        Pair p{2, 9};
        pp = &p;
        out[2] = pp->a * pp->b + (int)sizeof(*pp);
    }

    Shape tri{3};
    struct Shape* ps = &tri;
    struct Shape {
        int corners;
        int extra;
    } local{4, 1};
    out[3] = ps->sides * 100 + local.corners * 10 + (int)sizeof(local);
}

int main()
{
    int* out;
    cudaMallocManaged(&out, 4 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("%d %d %d %d\n", out[0], out[1], out[2], out[3]);
    cudaFree(out);
    return 0;
}
