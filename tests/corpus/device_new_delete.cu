// new and delete in device code: objects on the device heap, constructed and destroyed as C++
// does it: single objects, arrays (destroyed in reverse order by delete[]), value-initialized
// and braced arrays, placement new, and delete of a null pointer.
#include <cstdio>
#include <new>

struct Node {
    int value;
    Node* next;
    __device__ Node(int v, Node* n) : value(v), next(n) { printf("+%d ", v); }
    __device__ ~Node() { printf("-%d ", value); }
};

struct Slot {
    int id;
    __device__ Slot() : id(0) { printf("slot "); }
    __device__ ~Slot() { printf("~slot%d ", id); }
};

struct Plain {
    int a;
    float b;
};

__global__ void heap(int* out)
{
    Node* list = nullptr;
    for (int i = 0; i < 3; ++i)
        list = new Node(i, list);
    int sum = 0;
    for (Node* n = list; n; n = n->next)
        sum += n->value;
    while (list) {
        Node* next = list->next;
        delete list;
        list = next;
    }
    printf("| ");

    Slot* slots = new Slot[3];
    for (int i = 0; i < 3; ++i)
        slots[i].id = i + 1;
    delete[] slots;
    printf("| ");

    int* squares = new int[8]();
    for (int i = 0; i < 8; ++i)
        squares[i] += i * i;
    out[0] = sum + squares[7];
    delete[] squares;

    Node* raw = static_cast<Node*>(malloc(2 * sizeof(Node)));
    new (&raw[0]) Node(10, nullptr);
    new (&raw[1]) Node(11, nullptr);
    raw[1].~Node();
    raw[0].~Node();
    free(raw);
    printf("| ");

    Plain* p = new Plain{3, 1.5f};
    out[1] = p->a + (int)(2 * p->b);
    delete p;
    float* f = new float[4]{1.0f, 2.0f};
    out[2] = (int)(f[0] + f[1] + f[2] + f[3]);
    delete[] f;
    int* nothing = nullptr;
    delete nothing;
    printf("end\n");
}

int main()
{
    int* d;
    cudaMalloc(&d, 3 * sizeof(int));
    heap<<<1, 1>>>(d);
    int h[3];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d %d\n", h[0], h[1], h[2]);
    cudaFree(d);
    return 0;
}
